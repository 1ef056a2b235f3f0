import Loading
